# Tiny Transformer sequence classifier ported from PyTorch (nn.TransformerEncoder) to MindSpore,
# functional training step compiled with @ms.jit.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)

VOCAB, SEQ, DM, C = 50, 12, 32, 2


def make(n):
    x = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    y = ((x < 10).sum(1) >= 2).astype(np.int32)  # does the sequence contain >=2 "rare" tokens
    return x, y


Xtr, ytr = make(2000)
Xva, yva = make(400)
print(f"train positives {ytr.mean():.3f}  val positives {yva.mean():.3f}")


class SeqClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DM)
        self.pos = ms.Parameter(Tensor(rng.normal(scale=0.02, size=(1, SEQ, DM)).astype(np.float32)), name="pos")
        layer = nn.TransformerEncoderLayer(DM, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2)
        self.head = nn.Dense(DM, C)

    def construct(self, x):
        h = self.encoder(self.emb(x) + self.pos)
        return self.head(h.mean(1))


net = SeqClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


def evaluate():
    net.set_train(False)
    pred = net(Tensor(Xva)).asnumpy().argmax(1)
    net.set_train(True)
    return (pred == yva).mean()


BS = 50
net.set_train(True)
for epoch in range(1, 9):
    perm = rng.permutation(len(Xtr))
    losses = [float(train_step(Tensor(Xtr[perm[i:i + BS]]), Tensor(ytr[perm[i:i + BS]])).asnumpy())
              for i in range(0, len(Xtr), BS)]
    print(f"epoch {epoch}  train_loss {np.mean(losses):.4f}  val_acc {evaluate() * 100:.2f}%")

ms.save_checkpoint(net, "seqcls_final.ckpt")
net2 = SeqClassifier()
print("params not loaded:", ms.load_param_into_net(net2, ms.load_checkpoint("seqcls_final.ckpt"))[0])
net2.set_train(False)
print(f"reloaded val_acc {(net2(Tensor(Xva)).asnumpy().argmax(1) == yva).mean() * 100:.2f}%")
