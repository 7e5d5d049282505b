# Gradient accumulation (HF gradient_accumulation_steps=4) as a graph-mode train cell
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, ParameterTuple

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)

class AccumTrainStep(nn.Cell):
    def __init__(self, net_with_loss, optimizer, accum_steps=4):
        super().__init__(auto_prefix=False)
        self.net_with_loss = net_with_loss
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.accum_steps = accum_steps
        # like torch: one .grad buffer per parameter, same name as the parameter
        self.accu_grads = ParameterTuple([Parameter(ops.zeros_like(p), name=p.name, requires_grad=False)
                                          for p in self.weights])
        self.zeros = ParameterTuple([Parameter(ops.zeros_like(p), name="zeros_" + p.name, requires_grad=False)
                                     for p in self.weights])
        self.counter = Parameter(ms.Tensor(0, ms.int32), name="counter", requires_grad=False)
        self.grad = ops.GradOperation(get_by_list=True)
        self.hyper_map = ops.HyperMap()
    def construct(self, x, y):
        loss = self.net_with_loss(x, y)
        grads = self.grad(self.net_with_loss, self.weights)(x, y)
        self.hyper_map(ops.assign_add, self.accu_grads, grads)
        ops.assign_add(self.counter, 1)
        if self.counter % self.accum_steps == 0:
            self.optimizer(self.accu_grads)
            self.hyper_map(ops.assign, self.accu_grads, self.zeros)
        return loss

net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
step_cell = AccumTrainStep(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt, 4)
step_cell.set_train()
x = ms.Tensor(np.random.randn(8, 16).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 2, (8,)).astype(np.int32))
for i in range(16):
    print("micro step", i, "loss", step_cell(x, y))
