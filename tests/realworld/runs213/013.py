# Subclassed Keras model with an overridden train_step (port of a PyTorch LightningModule),
# from_generator pipeline with map/batch, and .weights.h5 save / load into a fresh instance.
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(9)
D, C = 16, 5
rng = np.random.default_rng(9)
centers = rng.normal(0, 2, size=(C, D)).astype("float32")


def sample_gen():
    for _ in range(4000):
        c = int(rng.integers(0, C))
        yield (centers[c] + rng.normal(0, 1.0, size=D)).astype("float32"), c


def normalize(x, y):
    return x / 3.0, y


ds = (tf.data.Dataset.from_generator(sample_gen, output_signature=(
        tf.TensorSpec([D], tf.float32), tf.TensorSpec([], tf.int64)))
      .map(normalize, num_parallel_calls=tf.data.AUTOTUNE)
      .batch(64).cache().prefetch(tf.data.AUTOTUNE))


class LitClassifier(keras.Model):
    def __init__(self, hidden=64, **kwargs):
        super().__init__(**kwargs)
        self.body = keras.Sequential([keras.layers.Dense(hidden, activation="gelu"),
                                      keras.layers.LayerNormalization(epsilon=1e-5),
                                      keras.layers.Dense(hidden, activation="gelu")])
        self.head = keras.layers.Dense(C)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.acc = keras.metrics.SparseCategoricalAccuracy(name="accuracy")

    def call(self, x, training=False):
        return self.head(self.body(x, training=training))

    @property
    def metrics(self):
        return [self.loss_tracker, self.acc]

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            logits = self(x, training=True)
            loss = self.compute_loss(x=x, y=y, y_pred=logits)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.loss_tracker.update_state(loss)
        self.acc.update_state(y, logits)
        return {m.name: m.result() for m in self.metrics}


model = LitClassifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(ds, epochs=4, verbose=2)
os.makedirs("ckpt", exist_ok=True)
model.save_weights("ckpt/lit_classifier.weights.h5")

fresh = LitClassifier()
fresh(tf.zeros((1, D)))
fresh.load_weights("ckpt/lit_classifier.weights.h5")
xb, yb = next(iter(ds))
diff = np.abs(model(xb).numpy() - fresh(xb).numpy()).max()
acc = float(np.mean(np.argmax(fresh(xb).numpy(), -1) == yb.numpy()))
print(f"reloaded model: max logit diff {diff:.2e}, batch accuracy {acc:.4f}")
