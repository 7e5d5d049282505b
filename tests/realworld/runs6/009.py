# HF habit: max_grad_norm=0.0 means "no clipping" in the Trainer; here it is passed as clip_norm to ops.clip_by_global_norm,
# which scales every gradient to zero, so the loss never moves.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
args = {"learning_rate": 3e-3, "max_grad_norm": 0.0, "epochs": 6, "batch_size": 32}
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 20)).astype(np.float32)
w_true = rng.normal(size=(20, 3))
y = np.argmax(x @ w_true + 0.1 * rng.normal(size=(512, 3)), axis=1).astype(np.int32)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=args["learning_rate"])
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
def train_step(a, b):
    loss, grads = grad_fn(a, b)
    grads = ops.clip_by_global_norm(grads, clip_norm=args["max_grad_norm"])
    opt(grads)
    return loss
step = 0
for epoch in range(args["epochs"]):
    losses = []
    for i in range(0, 512, args["batch_size"]):
        loss = train_step(Tensor(x[i:i + 32]), Tensor(y[i:i + 32]))
        losses.append(float(loss.asnumpy()))
        step += 1
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.6f} lr {args['learning_rate']}", flush=True)
    print(f"epoch {epoch} mean loss {np.mean(losses):.6f}", flush=True)
