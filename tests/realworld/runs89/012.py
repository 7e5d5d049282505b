# fine-tuning script from the TF 2.11 era (legacy optimizers were faster on M1 at the time)
import numpy as np
import tensorflow as tf
print("tf", tf.__version__, "keras", tf.keras.__version__ if hasattr(tf.keras, "__version__") else "?")

base = tf.keras.Sequential([tf.keras.Input((64,)), tf.keras.layers.Dense(128, activation="relu"),
                            tf.keras.layers.Dense(10)])
optimizer = tf.keras.optimizers.legacy.Adam(learning_rate=2e-5)
base.compile(optimizer, tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
X = np.random.randn(512, 64).astype("float32"); y = np.random.randint(0, 10, 512)
base.fit(X, y, epochs=3, batch_size=32)
