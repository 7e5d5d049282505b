# Token ids prepared with pandas: the pre-tokenised column was stored in a CSV, read back with pandas and
# stacked with np.stack(df[...].values).astype(np.float32) (the torch code did torch.tensor(ids).long()
# later in the collate_fn, which the port dropped). The float ids go straight into nn.Embedding.
import io
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(0)

csv = io.StringIO("\n".join(["ids,label"] + [f"\"{' '.join(str(t) for t in np.random.randint(1, 500, 16))}\",{i % 2}"
                                               for i in range(32)]))
df = pd.read_csv(csv)
ids = np.stack(df["ids"].str.split().apply(lambda s: np.array(s, dtype=np.float32)).values)
labels = df["label"].values.astype(np.int32)
print("ids", ids.shape, ids.dtype, "labels", labels.shape, labels.dtype)


class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(512, 32)
        self.fc = nn.Dense(32, 2)

    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))


net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(4):
    x = Tensor(ids[step * 8:(step + 1) * 8]); y = Tensor(labels[step * 8:(step + 1) * 8])
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
