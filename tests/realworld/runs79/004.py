# keras.utils.PyDataset that loads X-ray crops from .npy files one by one (ported from a torch Dataset).
import os, math, numpy as np, keras
from keras import layers

root = "xray_npy"
rng = np.random.default_rng(5)
if not os.path.exists(root):
    os.makedirs(root)
    for i in range(1000):
        np.save(f"{root}/crop_{i:05d}_{i % 3}.npy", rng.random((48, 48, 1), dtype=np.float32))

class XrayCrops(keras.utils.PyDataset):
    def __init__(self, files, batch_size=32, **kwargs):
        super().__init__(**kwargs)
        self.files, self.batch_size = files, batch_size

    def __len__(self):
        return math.ceil(len(self.files) / self.batch_size)

    def __getitem__(self, idx):
        xs, ys = [], []
        for i in range(self.batch_size):
            f = self.files[idx * self.batch_size + i]
            xs.append(np.load(f))
            ys.append(int(f[-5]))
        return np.stack(xs), np.array(ys)

files = sorted(os.path.join(root, f) for f in os.listdir(root))
print(f"{len(files)} crops")
train = XrayCrops(files, batch_size=32)
model = keras.Sequential([
    keras.Input((48, 48, 1)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(3, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train, epochs=3)
