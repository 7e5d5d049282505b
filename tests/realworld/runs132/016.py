"""Fine-tune an MLP classifier with a step LR schedule ported from torch.optim.lr_scheduler.StepLR(step_size=1, gamma=0.1)
(called once per *epoch* in the PyTorch script)."""
import numpy as np
import keras

keras.utils.set_random_seed(16)
rng = np.random.default_rng(16)
N, D, C = 4000, 32, 10
centers = rng.normal(0, 1.5, size=(C, D))
y = rng.integers(0, C, size=N)
X = (centers[y] + rng.normal(size=(N, D))).astype("float32")

lr_schedule = keras.optimizers.schedules.ExponentialDecay(
    initial_learning_rate=1e-3, decay_steps=1, decay_rate=0.1, staircase=True)
model = keras.Sequential([keras.Input(shape=(D,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(C, activation="softmax")])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=lr_schedule),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X[:3200], y[:3200], validation_data=(X[3200:], y[3200:]), batch_size=64, epochs=8, verbose=2)
