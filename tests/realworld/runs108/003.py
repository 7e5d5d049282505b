# Mixed-precision (amp O2) regression MLP with a fixed loss scale, Model.train + LossMonitor
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Callback, FixedLossScaleManager

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
w = rng.normal(size=(16, 1)).astype(np.float32)
Y = (X @ w * 50.0 + 200.0).astype(np.float32)      # house prices in k$, not normalised
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 1))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
# copied from the fp16 recipe: keep scaling even on overflow (no skipped steps)
scale = FixedLossScaleManager(loss_scale=65536.0, drop_overflow_update=False)
model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt, amp_level="O2", loss_scale_manager=scale)
class PrintLoss(Callback):
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        if cb.cur_step_num % 4 == 0:
            print(f"epoch {cb.cur_epoch_num} step {cb.cur_step_num} loss {float(cb.net_outputs.asnumpy()):.4f}", flush=True)
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"=== epoch {cb.cur_epoch_num} done, last loss {float(cb.net_outputs.asnumpy()):.4f}", flush=True)

model.train(4, train, callbacks=[PrintLoss()], dataset_sink_mode=False)
print("training finished, saving model")
ms.save_checkpoint(net, "/home/user/project/price_mlp.ckpt")
