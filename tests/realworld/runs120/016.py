# Image classifier: images and labels loaded from separate .npy files and zipped into one dataset
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2)
rng = np.random.default_rng(2)
C = 4
protos = rng.normal(size=(C, 64)).astype(np.float32)
lab = rng.integers(0, C, 1024).astype(np.int32)
img = (protos[lab] + 0.3 * rng.normal(size=(1024, 64))).astype(np.float32)
np.save("/home/user/project/img_016.npy", img); np.save("/home/user/project/lab_016.npy", lab)

images = ds.NumpySlicesDataset(np.load("/home/user/project/img_016.npy"), column_names=["image"], shuffle=True)
labels = ds.NumpySlicesDataset(np.load("/home/user/project/lab_016.npy"), column_names=["label"], shuffle=False)
train = ds.zip((images, labels)).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, C))
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy"})
for epoch in range(1, 6):
    model.train(1, train, dataset_sink_mode=False)
    print(f"Epoch {epoch}/5 - {model.eval(train, dataset_sink_mode=False)}")
