# Mistake: HF TrainingArguments(report_to="wandb") logging ported to a MindSpore Callback that still
# does `import wandb`; wandb is not installed in the MindSpore/MindFormers environment.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Callback
import mindspore.dataset as ds
import wandb


class WandbCallback(Callback):
    def __init__(self, project):
        wandb.init(project=project)

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        wandb.log({"train/loss": float(cb.net_outputs.asnumpy())}, step=cb.cur_step_num)


ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
data = ds.NumpySlicesDataset({"x": rng.standard_normal((64, 16)).astype(np.float32),
                              "y": rng.integers(0, 2, 64).astype(np.int32)}).batch(8)
net = nn.Dense(16, 2)
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(2, data, callbacks=[WandbCallback("bert-sst2-ms")], dataset_sink_mode=False)
