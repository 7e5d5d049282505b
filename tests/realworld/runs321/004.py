"""Subclassed Keras model with a custom train_step (ported from a PyTorch Lightning training_step)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)


class TabularNet(keras.Model):
    def __init__(self, hidden=128, classes=3, **kw):
        super().__init__(**kw)
        self.fc1 = layers.Dense(hidden, activation="gelu")
        self.drop = layers.Dropout(0.2)
        self.fc2 = layers.Dense(hidden, activation="gelu")
        self.out = layers.Dense(classes)
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.running_loss = []

    def call(self, x, training=False):
        x = self.fc1(x)
        x = self.drop(x, training=training)
        x = self.fc2(x)
        return self.out(x)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.running_loss.append(loss.numpy())
        return {"loss": float(np.mean(self.running_loss[-50:]))}


rng = np.random.default_rng(0)
x = rng.normal(size=(3000, 20)).astype("float32")
y = (x[:, 0] + x[:, 1] > 0).astype("int32") + (x[:, 2] > 1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(3000, seed=0).batch(64)

model = TabularNet()
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=3e-4, weight_decay=0.01))
model.fit(ds, epochs=3, verbose=2)
