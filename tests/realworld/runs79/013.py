# Train a small tabular churn model, keep the best epoch with ModelCheckpoint, then reload it for evaluation.
import os, numpy as np, keras
from keras import layers

rng = np.random.default_rng(14)
x = rng.normal(size=(600, 40)).astype("float32")
y = ((x[:, 0] + 0.5 * x[:, 1] - x[:, 2] + rng.normal(scale=1.0, size=600)) > 0).astype("float32")
x_tr, y_tr, x_val, y_val = x[:400], y[:400], x[400:], y[400:]

model = keras.Sequential([keras.Input((40,)), layers.Dense(256, activation="relu"),
                          layers.Dense(256, activation="relu"), layers.Dense(1, activation="sigmoid")])
model.compile(keras.optimizers.Adam(3e-3), "binary_crossentropy", metrics=["accuracy"])

os.makedirs("ckpt", exist_ok=True)
ckpt = keras.callbacks.ModelCheckpoint("ckpt/best_churn.keras", monitor="val_acc",
                                       mode="max", save_best_only=True, verbose=1)
hist = model.fit(x_tr, y_tr, validation_data=(x_val, y_val), epochs=25, batch_size=32,
                 callbacks=[ckpt], verbose=2)

best_epoch = int(np.argmax(hist.history["val_accuracy"])) + 1
print(f"best val_accuracy during training: {max(hist.history['val_accuracy']):.4f} (epoch {best_epoch})")
best = keras.saving.load_model("ckpt/best_churn.keras")
loss, acc = best.evaluate(x_val, y_val, verbose=0)
print(f"reloaded 'best' checkpoint: val_loss={loss:.4f} val_accuracy={acc:.4f}")
