# Following an older MindSpore debugging guide to dump intermediate tensors of the graph
# (our torch workflow used forward hooks + torch.save for the same purpose).
import numpy as np
import mindspore as ms
from mindspore import context, nn

context.set_context(mode=context.GRAPH_MODE, device_target="CPU")
context.set_context(enable_dump=True, save_dump_path="./ms_dump")   # dump every kernel's output

net = nn.SequentialCell(nn.Dense(8, 16), nn.Sigmoid(), nn.Dense(16, 1))
loss_fn = nn.MSELoss()
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.SGD(net.trainable_params(), 0.1))
train.set_train()
rng = np.random.default_rng(0)
for step in range(10):
    x = rng.normal(size=(16, 8)).astype(np.float32)
    y = np.tanh(x.sum(1, keepdims=True)).astype(np.float32)
    print(f"step {step} loss {train(ms.Tensor(x), ms.Tensor(y)).asnumpy():.4f}")
