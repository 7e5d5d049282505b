# Facial-keypoint regression CNN (15 (x, y) points normalised to [0, 1]). The loss is ported from the
# PyTorch script, where it was nn.MSELoss(reduction="sum") divided by the batch size later in the loop.
import numpy as np, tensorflow as tf, keras
from keras import layers

def keypoint_loss(y_true, y_pred):
    return tf.reduce_sum(tf.square(y_true - y_pred))      # summed over batch and coordinates

rng = np.random.default_rng(16)
x = rng.random((3000, 48, 48, 1), dtype=np.float32)
y = rng.random((3000, 30), dtype=np.float32)

model = keras.Sequential([
    keras.Input((48, 48, 1)),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(128, activation="relu"),
    layers.Dense(30),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss=keypoint_loss, metrics=["mae"])
model.fit(x, y, batch_size=128, epochs=6, validation_split=0.1, verbose=2)
