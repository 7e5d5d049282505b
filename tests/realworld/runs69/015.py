# Preprocess grayscale scans to 64x64 in a tf.data pipeline
import numpy as np
import tensorflow as tf

scans = np.random.rand(100, 120, 120).astype("float32")   # (N, H, W) grayscale
labels = np.random.randint(0, 2, size=100)

def prep(img, label):
    img = tf.image.resize(img, (64, 64))
    img = tf.image.per_image_standardization(img)
    return img, label

ds = tf.data.Dataset.from_tensor_slices((scans, labels)).map(prep).batch(16)
for x, y in ds.take(1):
    print(x.shape, y.shape)
