"""Port of a PyTorch MLP-Mixer-lite image classifier; module definitions translated 1:1 from torch.nn to mindspore.nn."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(8)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

# torch: nn.Dropout(0.1) everywhere, AdamW(lr=1e-3, weight_decay=0.05), 5 epochs
DROPOUT = 0.1


class MixerBlock(nn.Cell):
    def __init__(self, tokens, dim, hidden):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.token_mlp = nn.SequentialCell(nn.Dense(tokens, hidden), nn.GELU(), nn.Dropout(DROPOUT), nn.Dense(hidden, tokens))
        self.norm2 = nn.LayerNorm((dim,))
        self.channel_mlp = nn.SequentialCell(nn.Dense(dim, hidden), nn.GELU(), nn.Dropout(DROPOUT), nn.Dense(hidden, dim))

    def construct(self, x):
        y = self.norm1(x).swapaxes(1, 2)
        x = x + self.token_mlp(y).swapaxes(1, 2)
        return x + self.channel_mlp(self.norm2(x))


class MiniMixer(nn.Cell):
    def __init__(self, patch=4, dim=48, depth=2, n_cls=10):
        super().__init__()
        self.patch = patch
        self.stem = nn.Dense(patch * patch, dim)
        self.blocks = nn.SequentialCell([MixerBlock((16 // patch) ** 2, dim, 96) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,))
        self.drop = nn.Dropout(DROPOUT)
        self.head = nn.Dense(dim, n_cls)

    def construct(self, img):
        b = img.shape[0]
        p = self.patch
        x = img.reshape(b, 16 // p, p, 16 // p, p).transpose(0, 1, 3, 2, 4).reshape(b, -1, p * p)
        x = self.blocks(self.stem(x))
        return self.head(self.drop(self.norm(x).mean(1)))


def make_images(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(123).normal(0, 1, (10, 16, 16))
    y = rng.integers(0, 10, n)
    x = protos[y] + rng.normal(0, 2.0, (n, 16, 16))
    return x.astype(np.float32), y.astype(np.int32)


xtr, ytr = make_images(1500, 0)
xte, yte = make_images(600, 1)
train_ds = ds.NumpySlicesDataset((xtr, ytr), column_names=["image", "label"], shuffle=True).batch(64, drop_remainder=True)
net = MiniMixer()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
loss_fn = nn.CrossEntropyLoss()


def fwd(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(fwd, None, opt.parameters, has_aux=True)
for epoch in range(5):
    net.set_train(True)
    ls, corr, n = [], 0, 0
    for x, y in train_ds.create_tuple_iterator():
        (loss, logits), grads = grad_fn(x, y)
        opt(grads)
        ls.append(loss.asnumpy())
        corr += int((logits.argmax(1) == y).sum().asnumpy())
        n += y.shape[0]
    net.set_train(False)
    te_pred = net(ms.Tensor(xte)).argmax(1).asnumpy()
    print(f"epoch {epoch+1}/5 train_loss {np.mean(ls):.4f} train_acc {corr/n:.4f} val_acc {(te_pred == yte).mean():.4f}")
