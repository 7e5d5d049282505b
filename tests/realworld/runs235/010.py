# Linear-probe fine-tuning ported from PyTorch:
#   for p in model.parameters(): p.requires_grad = False
#   for p in model.classifier.parameters(): p.requires_grad = True
import os, numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(10)
w = rng.normal(size=(64, 10))
x = rng.normal(size=(6000, 64)).astype("float32")
y = np.argmax(x @ w, axis=1).astype("int32")
train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(128)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)

backbone = keras.Sequential([keras.Input((64,)), layers.Dense(128, activation="relu"),
                             layers.Dense(128, activation="relu")], name="backbone")
classifier = layers.Dense(10, name="classifier")
model = keras.Sequential([backbone, classifier], name="probe")

model.trainable = False
model.get_layer("classifier").trainable = True

model.compile(keras.optimizers.Adam(3e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2)
