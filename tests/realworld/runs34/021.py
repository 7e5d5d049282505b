# Healthy: same bag-of-embeddings fine-tune with float32 master weights; float16 is used for the
# computation only (amp.auto_mixed_precision O2), nn.AdamWeightDecay(eps=1e-8) updates float32 parameters.
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
net = ms.amp.auto_mixed_precision(net, "O2")
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-3, eps=1e-8, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(net(i).astype(ms.float32), y), None, opt.parameters)

# each review uses only a few hundred frequent tokens of the 2000-entry vocabulary
ids_all = np.random.zipf(1.3, (640, 32)).clip(1, VOCAB - 1).astype(np.int32)
labels_all = (ids_all[:, :4].sum(1) % 2).astype(np.int32)
step = 0
for epoch in range(6):
    for i in range(0, 640, 64):
        loss, grads = grad_fn(Tensor(ids_all[i:i + 64]), Tensor(labels_all[i:i + 64]))
        opt(grads)
        if step % 3 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.4f}", flush=True)
        step += 1
