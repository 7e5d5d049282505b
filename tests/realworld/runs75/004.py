# Convert an HF image dataset (already decoded numpy arrays) to MindRecord, then train from MindDataset.
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.mindrecord import FileWriter
from mindspore import nn

os.makedirs("data_004", exist_ok=True)
path = "data_004/cifar_small.mindrecord"
for f in (path, path + ".db"):
    if os.path.exists(f):
        os.remove(f)

rng = np.random.default_rng(0)
writer = FileWriter(path, shard_num=1)
writer.add_schema({"image": {"type": "bytes"}, "label": {"type": "int32"}}, "cifar_small")
rows = []
for i in range(64):
    img = rng.integers(0, 255, (32, 32, 3), dtype=np.uint8)   # example["img"] from the HF dataset
    rows.append({"image": img.tobytes(), "label": int(i % 10)})
writer.write_raw_data(rows)
writer.commit()
print("wrote", len(rows), "rows to", path)

train_ds = ds.MindDataset(path, columns_list=["image", "label"], shuffle=True)
train_ds = train_ds.map([vision.Decode(), vision.RandomHorizontalFlip(), vision.Rescale(1 / 255.0, 0.0),
                         vision.Normalize([0.4914, 0.4822, 0.4465], [0.247, 0.243, 0.261]), vision.HWC2CHW()],
                        input_columns="image")
train_ds = train_ds.batch(16, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(16, 10))
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(3, train_ds, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
