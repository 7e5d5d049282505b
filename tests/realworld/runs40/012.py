# Mistake: HF Trainer's TensorBoard logging (torch.utils.tensorboard) replaced by tensorboardX, imported
# at the top BEFORE mindspore. tensorboardX loads the installed protobuf 4.x/5.x (upb backend) first,
# and MindSpore's bundled generated *_pb2.py modules can no longer be imported.
from tensorboardX import SummaryWriter
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
writer = SummaryWriter("runs/finetune")
net = nn.Dense(16, 2)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    loss, grads = grad_fn(Tensor(rng.standard_normal((8, 16)).astype(np.float32)), Tensor(rng.integers(0, 2, 8).astype(np.int32)))
    opt(grads)
    writer.add_scalar("train/loss", float(loss.asnumpy()), step)
writer.close()
