"""Port of a PyTorch tabular regression script (torch.cuda.amp.GradScaler + SGD momentum) to mindspore.train.Model."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, FixedLossScaleManager, Callback

ms.set_context(mode=ms.GRAPH_MODE, jit_level="O0")
ms.set_device("CPU")
ms.set_seed(3)

N_FEAT = 13
rng = np.random.default_rng(3)
W_TRUE = rng.normal(size=(N_FEAT, 1)).astype(np.float32)


def make_split(n):
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    y = (x @ W_TRUE + 0.3 * np.sin(x[:, :1] * 2) + rng.normal(0, 0.1, (n, 1))).astype(np.float32)
    return x, y


x_tr, y_tr = make_split(2048)
x_va, y_va = make_split(512)
train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False).batch(128)


class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(N_FEAT, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(),
                                      nn.Dense(64, 1))

    def construct(self, x):
        return self.body(x)


class PrintLoss(Callback):
    def __init__(self, every):
        super().__init__()
        self.every = every

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        step = (cb.cur_step_num - 1) % cb.batch_num + 1
        if step % self.every == 0:
            print(f"epoch {cb.cur_epoch_num} step {step} loss {float(cb.net_outputs.asnumpy()):.6g}", flush=True)


class EvalEachEpoch(Callback):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        res = self.model.eval(val_ds, dataset_sink_mode=False)
        print(f"epoch {cb.cur_epoch_num} val_mse {res['mse']:.4f}", flush=True)


net = Regressor()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9, weight_decay=1e-4)
# torch: scaler = GradScaler(init_scale=1024)
loss_scale = FixedLossScaleManager(1024.0, drop_overflow_update=False)
model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt, metrics={"mse": nn.MSE()},
              loss_scale_manager=loss_scale)
model.train(3, train_ds, callbacks=[PrintLoss(2), EvalEachEpoch(model)], dataset_sink_mode=False)
