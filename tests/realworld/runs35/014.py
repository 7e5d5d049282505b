# Fine-tune loop ported from HF/torch. The torch code clipped gradients by value only when enabled:
#     if args.max_grad_value: torch.nn.utils.clip_grad_value_(model.parameters(), args.max_grad_value)
# In the run config max_grad_value is 0.0 ("disabled"); the port always applies ops.clip_by_value(g, -v, v).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
args = {"learning_rate": 5e-3, "max_grad_value": 0.0, "epochs": 8, "batch_size": 32}

X = np.random.randn(512, 20).astype(np.float32)
w_true = np.random.randn(20, 3).astype(np.float32)
Y = (X @ w_true).argmax(1).astype(np.int32)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=args["learning_rate"], weight_decay=0.0)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
clip = args["max_grad_value"]

step = 0
for epoch in range(args["epochs"]):
    losses = []
    for i in range(0, len(X), args["batch_size"]):
        x, y = Tensor(X[i:i + 32]), Tensor(Y[i:i + 32])
        loss, grads = grad_fn(x, y)
        grads = tuple(ops.clip_by_value(g, -clip, clip) for g in grads)
        opt(grads)
        losses.append(loss.asnumpy())
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:4d} loss {loss.asnumpy():.6f}")
        step += 1
    acc = (net(Tensor(X)).asnumpy().argmax(1) == Y).mean()
    print(f"epoch {epoch} mean_loss {np.mean(losses):.6f} train_acc {acc:.3f}")
