# Hand-written cross-entropy copied from a torch notebook (softmax -> log), trained with a high LR.
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
x = rng.normal(size=(6000, 40)).astype("float32") * 5.0     # unnormalised features
y = rng.integers(0, 10, size=6000)
y_onehot = np.eye(10, dtype="float32")[y]

def my_cross_entropy(y_true, logits):
    probs = tf.nn.softmax(logits)
    return -tf.reduce_mean(tf.reduce_sum(y_true * tf.math.log(probs), axis=-1))

model = keras.Sequential([
    keras.Input((40,)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(10),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.35, momentum=0.9), loss=my_cross_entropy)
model.fit(x, y_onehot, batch_size=100, epochs=10, verbose=2, callbacks=[keras.callbacks.TerminateOnNaN()])
