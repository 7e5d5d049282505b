"""Small CNN on synthetic CIFAR-like images, checkpoints into the experiment folder."""
import argparse
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig

parser = argparse.ArgumentParser()
parser.add_argument("--output_dir", default="runs_013/exp1")
parser.add_argument("--epochs", type=int, default=3)
parser.add_argument("--batch_size", type=int, default=32)
parser.add_argument("--lr", type=float, default=0.01)
args = parser.parse_args()

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
imgs = rng.random((512, 3, 32, 32), dtype=np.float32)
lbls = rng.integers(0, 10, 512).astype(np.int32)
imgs[np.arange(512), lbls % 3, :, :] += 0.5
train = ds.NumpySlicesDataset({"image": imgs, "label": lbls}, shuffle=True).batch(args.batch_size, drop_remainder=True)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 8 * 8, 10))

    def construct(self, x):
        return self.head(self.features(x))


net = SmallCNN()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), args.lr, 0.9), metrics={"acc"})

os.makedirs(args.output_dir, exist_ok=True)
config = CheckpointConfig(save_checkpoint_steps=train.get_dataset_size(), keep_checkpoint_max=3)
# torch habit: torch.save(model.state_dict(), f"{output_dir}/smallcnn_epoch{n}.pt")
ckpt_cb = ModelCheckpoint(prefix=f"{args.output_dir}/smallcnn", config=config)
model.train(args.epochs, train, callbacks=[LossMonitor(8), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
print(model.eval(train, dataset_sink_mode=False))
