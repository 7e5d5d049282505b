# ImageNet-style normalisation in a tf.data pipeline (mean/std copied from torchvision.transforms.Normalize).
import os, numpy as np, tensorflow as tf, keras
from keras import layers

MEAN = tf.constant([0.485, 0.456, 0.406]) * 255.0
STD = tf.constant([0.229, 0.224, 0.225]) * 255.0

rng = np.random.default_rng(9)
os.makedirs("pets", exist_ok=True)
paths, labels = [], []
for i in range(96):
    p = f"pets/pet_{i:03d}.jpg"
    if not os.path.exists(p):
        tf.io.write_file(p, tf.io.encode_jpeg(rng.integers(0, 255, (80, 80, 3), dtype=np.uint8)))
    paths.append(p); labels.append(i % 2)

def load_and_normalize(path, label):
    img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    img = tf.image.resize_with_crop_or_pad(img, 64, 64)
    img = (img - MEAN) / STD
    return img, label

ds = tf.data.Dataset.from_tensor_slices((paths, labels)).map(load_and_normalize).batch(16)
model = keras.Sequential([keras.Input((64, 64, 3)), layers.Conv2D(16, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3)
