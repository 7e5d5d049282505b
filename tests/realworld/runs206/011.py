# Small CNN on synthetic CIFAR-like data; checkpoints keep epoch, step and learning rate for resuming.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(2)

rng = np.random.default_rng(2)
x = rng.normal(0, 1, (512, 3, 32, 32)).astype(np.float32)
y = rng.integers(0, 10, 512).astype(np.int32)
train = ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=True).batch(32, drop_remainder=True)
steps_per_epoch = train.get_dataset_size()

net = nn.SequentialCell(
    nn.Conv2d(3, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Conv2d(32, 64, 3, pad_mode="same"), nn.BatchNorm2d(64), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
    nn.Flatten(), nn.Dense(64, 10))
lr = nn.cosine_decay_lr(min_lr=1e-4, max_lr=0.05, total_step=steps_per_epoch * 3,
                        step_per_epoch=steps_per_epoch, decay_epoch=3)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=5e-4)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, metrics={"acc"})

ckpt_cfg = CheckpointConfig(save_checkpoint_steps=steps_per_epoch, keep_checkpoint_max=3,
                            append_info=["epoch_num", "step_num", "lr"])
ckpt_cb = ModelCheckpoint(prefix="cnn_cifar", directory="/home/user/project/ckpt_011", config=ckpt_cfg)
print(f"steps_per_epoch={steps_per_epoch}, start training", flush=True)
model.train(3, train, callbacks=[LossMonitor(8), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
