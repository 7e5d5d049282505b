"""Tiny Transformer encoder sequence classifier, functional training loop with jit train step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, D, SEQ, N = 100, 32, 16, 512
rng = np.random.default_rng(0)
ids = rng.integers(2, VOCAB, size=(N, SEQ)).astype(np.int32)
labels = (ids[:, 0] > VOCAB // 2).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(32, drop_remainder=True)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, D)
        self.pos = ms.Parameter(ops.zeros((1, SEQ, D), ms.float32), name="pos")
        layer = nn.TransformerEncoderLayer(d_model=D, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2)
        self.head = nn.Dense(D, 2)
    def construct(self, x):
        h = self.encoder(self.emb(x) + self.pos)
        return self.head(h[:, 0])

net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

for epoch in range(4):
    net.set_train()
    losses = [train_step(x, y).asnumpy() for x, y in train_ds.create_tuple_iterator()]
    net.set_train(False)
    correct = sum((net(x).argmax(-1) == y).sum().asnumpy() for x, y in train_ds.create_tuple_iterator())
    print(f"epoch {epoch + 1}: train_loss={np.mean(losses):.4f} train_acc={correct / (train_ds.get_dataset_size() * 32):.3f}")
