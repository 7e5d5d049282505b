"""Multi-label tagging of photos (outdoor / people / animal / text / night)
with a custom train_step that adds a label-smoothing-free focal weighting.

train_step copied from the TF 2.x "Customizing what happens in fit()" guide.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

TAGS = ["outdoor", "people", "animal", "text", "night"]
rng = np.random.default_rng(5)
N = 512
x = rng.normal(0, 1, size=(N, 32, 32, 3)).astype("float32")
y = (rng.uniform(size=(N, len(TAGS))) < 0.3).astype("float32")
x += y[:, None, None, :3] * 0.8  # first three tags visible in the colour channels
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(32).prefetch(tf.data.AUTOTUNE)


class FocalTagger(keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            # Compute the loss value (the loss function is configured in `compile()`)
            loss = self.compiled_loss(y, y_pred, regularization_losses=self.losses)
        gradients = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(gradients, self.trainable_variables))
        # Update metrics (includes the metric that tracks the loss)
        self.compiled_metrics.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}


inputs = keras.Input((32, 32, 3))
h = layers.Conv2D(16, 3, activation="relu")(inputs)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(32, 3, activation="relu")(h)
h = layers.GlobalAveragePooling2D()(h)
outputs = layers.Dense(len(TAGS), activation="sigmoid")(h)
model = FocalTagger(inputs, outputs)
model.compile(optimizer="adam", loss=keras.losses.BinaryFocalCrossentropy(),
              metrics=[keras.metrics.BinaryAccuracy(), keras.metrics.AUC(multi_label=True)])
model.fit(ds, epochs=3, verbose=2)
