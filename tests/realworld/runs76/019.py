# Fine-tuning script from a TF 2.4 / tf.keras tutorial, run on current TF
import numpy as np
import tensorflow as tf
from tensorflow import keras
print("TF", tf.__version__, "Keras", keras.__version__)
layers = keras.layers
model = keras.Sequential([keras.Input((50,), dtype="int32"), layers.Embedding(10000, 64, mask_zero=True),
                          layers.Bidirectional(layers.GRU(64)), layers.Dense(5)])
opt = keras.optimizers.Adam(lr=2e-5, decay=1e-6)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
x = np.random.randint(1, 10000, size=(256, 50)); y = np.random.randint(0, 5, size=256)
model.fit(x, y, epochs=1)
