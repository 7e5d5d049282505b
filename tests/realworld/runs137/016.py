"""Super-resolution toy: the low-res input is made on the fly in the dataset with ops.interpolate
(as F.interpolate was used inside the torch Dataset), 2 worker processes for the map."""
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(4)

rng = np.random.default_rng(4)
HR = rng.random((256, 1, 32, 32), dtype=np.float32)


def degrade(hr):
    t = Tensor(hr[None])
    lr = ops.interpolate(t, size=(16, 16), mode="bilinear", align_corners=False)
    up = ops.interpolate(lr, size=(32, 32), mode="bilinear", align_corners=False)
    return up.asnumpy()[0], hr


data = ds.NumpySlicesDataset({"hr": HR}, shuffle=True)
data = data.map(operations=degrade, input_columns=["hr"], output_columns=["lr", "hr"],
                num_parallel_workers=2, python_multiprocessing=True)
data = data.batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(1, 16, 3), nn.ReLU(), nn.Conv2d(16, 1, 3))
opt = nn.Adam(net.trainable_params(), 1e-3)
loss_fn = nn.L1Loss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a) + a, b), None, opt.parameters)

print("start training", flush=True)
t0 = time.time()
for epoch in range(3):
    for i, (lr_img, hr_img) in enumerate(data.create_tuple_iterator()):
        loss, g = grad_fn(lr_img, hr_img)
        opt(g)
        if i % 4 == 0:
            print(f"[{time.time() - t0:6.1f}s] epoch {epoch} iter {i} l1 {float(loss.asnumpy()):.4f}", flush=True)
print("done")
