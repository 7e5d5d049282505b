"""Sales regression MLP; LR schedule ported from torch.optim.lr_scheduler.LambdaLR."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
N = 4000
X = rng.normal(size=(N, 20)).astype("float32")
w = rng.normal(size=(20,)).astype("float32")
y = (X @ w + 0.3 * rng.normal(size=N)).astype("float32") * 10 + 100

BASE_LR = 3e-3
model = keras.Sequential([
    keras.Input((20,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(BASE_LR), loss="mse", metrics=["mae"])

# torch: scheduler = LambdaLR(opt, lr_lambda=lambda epoch: 0.95 ** epoch)
lr_lambda = lambda epoch: 0.95 ** epoch
callbacks = [keras.callbacks.LearningRateScheduler(lr_lambda, verbose=1)]
model.fit(X, y, batch_size=64, epochs=8, validation_split=0.2, callbacks=callbacks, verbose=2)
