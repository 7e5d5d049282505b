# Port of an HF text-classification Trainer script: the CSV export is sorted by label and the
# torch DataLoader(shuffle=True) became GeneratorDataset(..., shuffle=False) ("deterministic for debugging").
import numpy as np, mindspore as ms
from mindspore import nn, dataset as ds
ms.set_seed(1); np.random.seed(1)
N, D, C = 1500, 20, 3
centers = np.random.randn(C, D).astype(np.float32) * 0.4
X = np.concatenate([centers[c] + np.random.randn(N // C, D).astype(np.float32) * 1.5 for c in range(C)])
y = np.repeat(np.arange(C), N // C).astype(np.int32)      # sorted by label, as exported
train = ds.NumpySlicesDataset({"x": X, "label": y}, shuffle=False).batch(32)
net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.2, momentum=0.9)
def fwd(x, t): return loss_fn(net(x), t)
gf = ms.value_and_grad(fwd, None, opt.parameters)
step = 0
for epoch in range(3):
    for batch in train.create_dict_iterator(num_epochs=1):
        loss, g = gf(batch["x"], batch["label"]); opt(g); step += 1
        if step % 4 == 0 or step % 47 < 3: print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    pred = net(ms.Tensor(X)).asnumpy().argmax(-1)
    print(f"epoch {epoch} train accuracy {(pred == y).mean():.3f}  predicted class counts {np.bincount(pred, minlength=C).tolist()}")
