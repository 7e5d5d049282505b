# Intent classifier ported to the torch-like mindspore.mint API; accuracy computed per epoch.
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)
rng = np.random.default_rng(11)

N_CLS, FEAT = 6, 40
centers = rng.normal(0, 2, (N_CLS, FEAT))
ytr = rng.integers(0, N_CLS, 960); Xtr = (centers[ytr] + rng.normal(0, 1, (960, FEAT))).astype(np.float32)
yva = rng.integers(0, N_CLS, 192); Xva = (centers[yva] + rng.normal(0, 1, (192, FEAT))).astype(np.float32)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = mint.nn.Linear(FEAT, 128)
        self.fc2 = mint.nn.Linear(128, N_CLS)
    def construct(self, x):
        return self.fc2(mint.nn.functional.relu(self.fc1(x)))

model = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, opt.parameters)

for epoch in range(1, 6):
    perm = rng.permutation(960); running = 0.0
    for step, i in enumerate(range(0, 960, 64)):
        idx = perm[i:i + 64]
        loss, grads = grad_fn(ms.Tensor(Xtr[idx]), ms.Tensor(ytr[idx].astype(np.int32)))
        opt(grads)
        running += float(loss.asnumpy())
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:2d} loss {loss.asnumpy():.4f}")
    # validation (torch: preds = torch.argmax(logits, dim=-1))
    logits = model(ms.Tensor(Xva))
    preds = mint.argmax(logits, dim=-1)
    acc = (preds.asnumpy() == yva).mean()
    print(f"epoch {epoch} train_loss {running / 15:.4f} val_acc {acc:.4f}")
