"""Custom GradientTape loop for a small image regressor (predict brightness and
contrast of a photo).  input_signature pinned to avoid tf.function retracing
warnings, like torch.compile(dynamic=False).
"""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

BATCH = 64
rng = np.random.default_rng(19)
N = 1000                                        # 15 full batches + 40 left over
imgs = rng.uniform(0, 1, size=(N, 32, 32, 3)).astype("float32")
scale = rng.uniform(0.3, 1.5, size=(N, 1, 1, 1)).astype("float32")
shift = rng.uniform(-0.3, 0.3, size=(N, 1, 1, 1)).astype("float32")
imgs = np.clip(imgs * scale + shift, 0, 1)
targets = np.concatenate([imgs.mean((1, 2, 3))[:, None], imgs.std((1, 2, 3))[:, None]], 1).astype("float32")

train = (tf.data.Dataset.from_tensor_slices((imgs, targets))
         .shuffle(N, seed=0).batch(BATCH).prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([keras.Input((32, 32, 3)),
                          layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
                          layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
                          layers.Dense(2)])
opt = keras.optimizers.Adam(1e-3)
mse = keras.losses.MeanSquaredError()


@tf.function(input_signature=[tf.TensorSpec([BATCH, 32, 32, 3], tf.float32),
                              tf.TensorSpec([BATCH, 2], tf.float32)])
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = mse(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(3):
    t0 = time.time()
    for step, (x, y) in enumerate(train):
        loss = train_step(x, y)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.5f}")
    print(f"epoch {epoch} done in {time.time() - t0:.1f}s")
