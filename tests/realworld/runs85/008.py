# torch: torch.save(model.state_dict(), f"{out_dir}/{run}/step_{step}.pt") every save_steps; ported to ms.save_checkpoint
import os, time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
out_dir = "outputs"
run_name = time.strftime("tagger-%Y%m%d")
os.makedirs(out_dir, exist_ok=True)
save_steps = 25

rng = np.random.default_rng(0)
X = rng.normal(size=(1600, 20)).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.int32)
loader = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for epoch in range(2):
    for x, t in loader.create_tuple_iterator():
        loss, grads = grad_fn(x, t)
        opt(grads)
        step += 1
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
        if step % save_steps == 0:
            path = f"{out_dir}/{run_name}/step_{step}.ckpt"
            ms.save_checkpoint(net, path)
            print("saved", path)
