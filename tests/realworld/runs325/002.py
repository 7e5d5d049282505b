import numpy as np
import tensorflow as tf
import keras

# Subclassed model with a custom train_step (like a HF Trainer compute_loss port)
class Classifier(keras.Model):
    def __init__(self, num_classes):
        super().__init__()
        self.body = keras.Sequential([keras.layers.Dense(64, activation="relu"),
                                      keras.layers.Dropout(0.1),
                                      keras.layers.Dense(num_classes)])
        self.loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
        self.step_losses = []

    def call(self, x, training=False):
        return self.body(x, training=training)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.loss_fn(y, logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.step_losses.append(loss.numpy())
        return {"loss": loss}

rng = np.random.default_rng(2)
x = rng.normal(size=(1024, 16)).astype("float32")
y = (x[:, 0] + x[:, 1] > 0).astype("int32")
model = Classifier(2)
model.compile(optimizer=keras.optimizers.Adam(1e-3))
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
print("logged", len(model.step_losses), "losses")
