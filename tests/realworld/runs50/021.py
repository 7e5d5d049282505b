# Pre-tokenised dataset exported by the torch pipeline to parquet/pandas: ragged input_ids padded with NaN,
# then fed to the ported MindSpore model (torch code did torch.tensor(df_values).long() inside the collator)
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
rows = [{"input_ids": list(rng.integers(5, 200, rng.integers(6, 16))), "label": int(rng.integers(0, 2))} for _ in range(64)]
df = pd.DataFrame(rows)
ids = pd.DataFrame(df["input_ids"].tolist()).fillna(0).values      # float64 after the NaN padding
labels = df["label"].values.astype(np.int32)
print("ids", ids.dtype, ids.shape)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(200, 32)
        self.head = nn.Dense(32, 2)

    def construct(self, x):
        return self.head(self.embed(x).mean(axis=1))


net = Classifier()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: nn.CrossEntropyLoss()(net(a), b), None, opt.parameters)
for step in range(0, 64, 16):
    loss, grads = grad_fn(ms.Tensor(ids[step:step + 16]), ms.Tensor(labels[step:step + 16]))
    opt(grads)
    print(f"step {step // 16} loss {loss.asnumpy():.4f}")
