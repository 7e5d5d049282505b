# Healthy: MLP classifier on synthetic tabular data (ported torch recipe), Keras fit.
import numpy as np
import keras

rng = np.random.default_rng(0)
N, D, C = 6000, 32, 5
W = rng.normal(size=(D, C))
x = rng.normal(size=(N, D)).astype("float32")
y = np.argmax(x @ W + 0.3 * rng.normal(size=(N, C)), axis=1).astype("int32")

model = keras.Sequential([keras.Input((D,)),
                          keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dropout(0.1),
                          keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(C)])
model.compile(optimizer=keras.optimizers.AdamW(1e-3, weight_decay=1e-2),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x[:5000], y[:5000], validation_data=(x[5000:], y[5000:]), batch_size=64, epochs=6, verbose=2)
print("test:", model.evaluate(x[5000:], y[5000:], verbose=0))
