# Transfer learning ported from torch: freeze the pretrained encoder, train the new head
import numpy as np
import keras

rng = np.random.default_rng(0)
N, D, C = 3000, 40, 5
centers = rng.normal(size=(C, D)) * 1.5
y = rng.integers(0, C, size=N)
x = (centers[y] + rng.normal(size=(N, D))).astype("float32")

encoder = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
], name="encoder")
# (pretend) pretrained weights would be loaded here
head = keras.layers.Dense(C, name="head")

model = keras.Sequential([encoder, head])
# torch: for p in model.encoder.parameters(): p.requires_grad = False
for layer in model.layers[:1]:
    layer.trainable = False
model.trainable = False          # keep BatchNorm/Dropout statistics of the backbone frozen too

model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=8, validation_split=0.2, verbose=2)
print("test:", model.evaluate(x[:500], y[:500], verbose=0))
