"""Resume/eval script ported from HF: model.load_state_dict(torch.load(".../pytorch_model.bin")).
Checkpoints now come from the MindFormers CheckpointMonitor of the training run."""
import glob, os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.callback import MFLossMonitor, CheckpointMonitor

cfg = MindFormerConfig("cfg/base.yaml")
build_context(cfg)
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.normal(size=(320, 8)).astype(np.float32)
y = (X @ rng.normal(size=(8, 1)).astype(np.float32)).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(16, drop_remainder=True)


def make_net():
    return nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))


net = make_net()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2)
cbs = [MFLossMonitor(per_print_times=10, origin_epochs=2, dataset_size=train.get_dataset_size()),
       CheckpointMonitor(prefix="reg", directory="./output/ckpt_008", save_checkpoint_steps=20, keep_checkpoint_max=2)]
ms.Model(net, loss_fn=nn.MSELoss(), optimizer=opt).train(2, train, callbacks=cbs, dataset_sink_mode=False)

last = sorted(glob.glob("./output/ckpt_008/**/*.ckpt", recursive=True), key=os.path.getmtime)[-1]
print("loading", last)
eval_net = make_net()
state_dict = ms.load_checkpoint(last)
eval_net.load_state_dict(state_dict)  # strict, like torch
pred = eval_net(ms.Tensor(X[:16]))
print("eval mse:", float(((pred.asnumpy() - y[:16]) ** 2).mean()))
