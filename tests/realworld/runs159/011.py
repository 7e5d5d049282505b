"""Crack detection on grayscale concrete patches. Pre-processing adds a Sobel
edge-magnitude channel (cv2.Sobel in the old OpenCV/PyTorch pipeline)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(4)
N, S = 1200, 64


def synth_patch(has_crack):
    img = rng.normal(120, 18, (S, S))          # concrete texture (uint8 range)
    if has_crack:
        x0, y0 = rng.integers(0, S, 2)
        ang = rng.uniform(0, np.pi)
        for t in np.linspace(-40, 40, 300):
            x, y = int(x0 + t * np.cos(ang)), int(y0 + t * np.sin(ang))
            if 0 <= x < S and 0 <= y < S:
                img[y, x] = 30
    return np.clip(img, 0, 255)


labels = rng.integers(0, 2, N)
images = np.stack([synth_patch(l) for l in labels])[..., None] / 255.0   # like skimage.img_as_float
print("images:", images.shape, images.dtype, "labels:", np.bincount(labels))

SOBEL_X = tf.constant([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]], dtype=tf.float32)
SOBEL_K = tf.stack([SOBEL_X, tf.transpose(SOBEL_X)], axis=-1)[:, :, None, :]   # (3, 3, 1, 2)


def add_edges(img, label):
    g = tf.nn.conv2d(img[None], SOBEL_K, strides=1, padding="SAME")[0]
    mag = tf.sqrt(tf.reduce_sum(tf.square(g), axis=-1, keepdims=True) + 1e-6)
    return tf.concat([img, mag], axis=-1), label


def augment(img, label):
    img = tf.image.random_flip_left_right(img)
    img = tf.image.random_flip_up_down(img)
    return img, label


split = 1000
train_ds = (tf.data.Dataset.from_tensor_slices((images[:split], labels[:split]))
            .shuffle(split).map(augment).map(add_edges, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(32).prefetch(tf.data.AUTOTUNE))
val_ds = (tf.data.Dataset.from_tensor_slices((images[split:], labels[split:]))
          .map(add_edges).batch(64))

model = keras.Sequential([
    keras.Input((S, S, 2)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.GlobalMaxPooling2D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy", keras.metrics.Recall(name="recall")])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
