# HF-style training arguments read from the job environment (SAVE_STEPS / SAVE_TOTAL_LIMIT exported by the scheduler)
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig

os.environ.setdefault("SAVE_STEPS", "50")        # exported by the job script
os.environ.setdefault("SAVE_TOTAL_LIMIT", "2")
training_args = {
    "output_dir": os.environ.get("OUTPUT_DIR", "out_006"),
    "save_steps": os.environ["SAVE_STEPS"],
    "save_total_limit": os.environ["SAVE_TOTAL_LIMIT"],
    "num_train_epochs": 2,
}
print("training args:", training_args)
X = np.random.randn(800, 8).astype(np.float32)
y = (X @ np.linspace(-1, 1, 8).astype(np.float32))[:, None]
data = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(16)
net = nn.Dense(8, 1)
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 0.01))
config = CheckpointConfig(save_checkpoint_steps=training_args["save_steps"],
                          keep_checkpoint_max=training_args["save_total_limit"])
model.train(training_args["num_train_epochs"], data,
            callbacks=[LossMonitor(10), ModelCheckpoint("dense", training_args["output_dir"], config=config)])
