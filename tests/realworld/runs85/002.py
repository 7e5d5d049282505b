# torch loop logged (loss, grad_norm) each step; ported as a TrainOneStepCell subclass + Model and our own step logger
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.train import Model, Callback
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)

class TrainStepWithGradNorm(nn.TrainOneStepCell):
    """torch: loss.backward(); gn = clip_grad_norm_(model.parameters(), 1.0); opt.step()"""
    def construct(self, *inputs):
        loss = self.network(*inputs)
        sens = ops.fill(loss.dtype, loss.shape, self.sens)
        grads = self.grad(self.network, self.weights)(*inputs, sens)
        grads = self.grad_reducer(grads)
        gnorm = ops.sqrt(sum([ops.reduce_sum(ops.square(g)) for g in grads]))
        grads = ops.clip_by_global_norm(grads, 1.0)
        loss = ops.depend(loss, self.optimizer(grads))
        return loss, gnorm

class StepLogger(Callback):
    """was: print(f"step {step} loss {loss.item():.4f}") in the torch loop"""
    def __init__(self, every=5):
        super().__init__()
        self.every = every
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        step = cb.cur_step_num
        if step % self.every == 0:
            loss = float(cb.net_outputs)
            print(f"epoch {cb.cur_epoch_num} step {step} loss {loss:.4f}", flush=True)

rng = np.random.default_rng(1)
X = rng.normal(size=(1024, 16)).astype(np.float32)
y = (X[:, :3].sum(1, keepdims=True) + 0.1 * rng.normal(size=(1024, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 64), nn.GELU(), nn.Dense(64, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_cell = TrainStepWithGradNorm(nn.WithLossCell(net, nn.MSELoss()), opt)
model = Model(train_cell)
print("start training", flush=True)
model.train(3, train, callbacks=[StepLogger(5)], dataset_sink_mode=False)
print("done")
