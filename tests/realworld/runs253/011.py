# Port of a PyTorch small CNN on generated 28x28 "digit" images, trained with model.fit.
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(10)
N, C = 3000, 4
protos = rng.normal(0, 1, size=(C, 28, 28, 1)).astype("float32")
labels = rng.integers(0, C, N).astype("int32")
imgs = (protos[labels] + rng.normal(0, 0.5, size=(N, 28, 28, 1))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((imgs[:2500], labels[:2500])).shuffle(2500, seed=0).batch(64).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((imgs[2500:], labels[2500:])).batch(128)
model = keras.Sequential([
    keras.Input((28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(train, validation_data=val, epochs=6, verbose=2)
print("final eval:", model.evaluate(val, verbose=0))
