# Mixed-precision port of a torch.cuda.amp training loop (autocast + GradScaler(init_scale=2**24)).
import numpy as np
import mindspore as ms
from mindspore import nn, amp
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(0, 1, (2048, 32)).astype(np.float32)
w = rng.normal(0, 1, (32, 4))
Y = (X @ w).argmax(1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(32, 256), nn.ReLU(), nn.Dense(256, 256), nn.ReLU(), nn.Dense(256, 4))
net = amp.auto_mixed_precision(net, "O2")
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_scaler = amp.StaticLossScaler(scale_value=2**24)

def forward_fn(x, y):
    logits = net(x)
    loss = loss_fn(logits.astype(ms.float32), y)
    return loss_scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)
for epoch in range(4):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        (_, loss), grads = grad_fn(x, y)
        grads = loss_scaler.unscale(grads)
        optimizer(grads)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
