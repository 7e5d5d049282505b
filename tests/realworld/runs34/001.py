# Sentiment fine-tune ported from a torch script that did `model.half()` before building
# torch.optim.AdamW(model.parameters(), lr=1e-3, eps=1e-8). The port casts every Parameter to float16
# (p.set_dtype(ms.float16)) and builds nn.AdamWeightDecay(eps=1e-8) over those float16 parameters.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

VOCAB = 2000
class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.fc = nn.Dense(64, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BagOfEmbeddings()
for p in net.get_parameters():            # model.half()
    p.set_dtype(ms.float16)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, eps=1e-8, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(net(i).astype(ms.float32), y), None, opt.parameters)

# each review uses only a few hundred frequent tokens of the 2000-entry vocabulary
ids_all = np.random.zipf(1.3, (640, 32)).clip(1, VOCAB - 1).astype(np.int32)
labels_all = (ids_all[:, :4].sum(1) % 2).astype(np.int32)
step = 0
for epoch in range(2):
    for i in range(0, 640, 64):
        loss, grads = grad_fn(Tensor(ids_all[i:i + 64]), Tensor(labels_all[i:i + 64]))
        opt(grads)
        print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.4f}", flush=True)
        step += 1
