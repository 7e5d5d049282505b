# Mistake: the torch training loop computed logits once and reused them for both the loss and the
# metric, with the metric part under torch.no_grad(); the port "translates" that no_grad by wrapping
# the model output in ops.stop_gradient inside the forward function that is differentiated, so every
# gradient is zero and the loss never moves.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.standard_normal((256, 20)).astype(np.float32)
w_true = rng.standard_normal((20, 3)).astype(np.float32)
Y = (X @ w_true).argmax(-1).astype(np.int32)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2, weight_decay=0.0)


def forward_fn(x, y):
    logits = ops.stop_gradient(net(x))      # torch: with torch.no_grad(): acc = (logits.argmax(-1) == y)
    loss = loss_fn(logits, y)
    acc = (logits.argmax(-1) == y).astype(ms.float32).mean()
    return loss, acc


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)
for epoch in range(6):
    losses, accs = [], []
    for i in range(0, 256, 32):
        (loss, acc), grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
        opt(grads)
        losses.append(loss.asnumpy()); accs.append(acc.asnumpy())
    print(f"epoch {epoch} train_loss {np.mean(losses):.6f} train_acc {np.mean(accs):.3f}")
