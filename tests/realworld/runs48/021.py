# Port of a torch loop: training runs eagerly (PyNative); the evaluation step was wrapped in
# mindspore.jit for speed, keeping the torch-style .item()/.asnumpy() metric code inside it.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0); np.random.seed(0)
X = np.random.randn(1100, 20).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.int32)
Xtr, ytr, Xva, yva = X[:900], y[:900], X[900:], y[900:]

net = nn.SequentialCell(nn.Dense(20, 48), nn.Tanh(), nn.Dense(48, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def eval_step(x, t):
    logits = net(x)
    loss = loss_fn(logits, t)
    correct = (logits.argmax(-1) == t).astype(ms.float32).sum().asnumpy()
    return loss, correct

step = 0
for epoch in range(3):
    net.set_train(True)
    perm = np.random.permutation(len(Xtr))
    for i in range(0, len(Xtr), 30):
        loss, grads = grad_fn(ms.Tensor(Xtr[perm[i:i+30]]), ms.Tensor(ytr[perm[i:i+30]]))
        opt(grads)
        step += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} train_loss {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    total, correct = 0.0, 0.0
    for i in range(0, len(Xva), 50):
        l, c = eval_step(ms.Tensor(Xva[i:i+50]), ms.Tensor(yva[i:i+50]))
        total += float(l) * 50; correct += float(c)
    print(f"epoch {epoch} eval_loss {total/len(Xva):.4f} eval_acc {correct/len(Xva):.4f}", flush=True)
