# Healthy twin of 013: the freeze filter uses the port's head name (`score`), so the backbone is frozen and
# only the head is trained (linear probe); the loss falls.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_device("CPU")
ms.set_seed(1)
HEAD_NAME_PREFIX = "score"               # name of the head in the port

class Backbone(nn.Cell):
    def __init__(self, vocab=400, dim=64):
        super().__init__()
        self.embeddings = nn.Embedding(vocab, dim)
        self.encoder = nn.SequentialCell(nn.Dense(dim, dim), nn.Tanh(), nn.Dense(dim, dim), nn.Tanh())
    def construct(self, ids):
        return self.encoder(self.embeddings(ids).mean(1))

class SeqClassifier(nn.Cell):
    def __init__(self, num_labels=3):
        super().__init__()
        self.backbone = Backbone()
        self.score = nn.Dense(64, num_labels)
    def construct(self, ids):
        return self.score(self.backbone(ids))

net = SeqClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2, weight_decay=0.0)
frozen = 0
for p in net.get_parameters():
    if not p.name.startswith(HEAD_NAME_PREFIX):
        p.requires_grad = False
        frozen += 1
print(f"frozen {frozen} parameter tensors, trainable: {[p.name for p in net.trainable_params()]}")

rng = np.random.default_rng(0)
ids = rng.integers(0, 400, size=(240, 16)).astype(np.int32)
feats = net.backbone(ms.Tensor(ids)).asnumpy()           # synthetic probing task on the encoder features
labels = (feats @ rng.normal(size=(64, 3))).argmax(-1).astype(np.int32)

def forward(x, y):
    return ops.cross_entropy(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(8):
    losses = []
    for i in range(0, 240, 24):
        loss, grads = grad_fn(ms.Tensor(ids[i:i + 24]), ms.Tensor(labels[i:i + 24]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    acc = float((net(ms.Tensor(ids)).argmax(-1).asnumpy() == labels).mean())
    print(f"epoch {epoch} train_loss {np.mean(losses):.6f} train_acc {acc:.3f}")
print("training finished")
