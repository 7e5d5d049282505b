"""Evaluation script: reload the saved glyph classifier and score the held-out test set."""
import numpy as np
import keras

MODEL = "/home/user/project"
model = keras.models.load_model(MODEL)
model.summary()

data = np.load("/home/user/project")
x_test, y_test = data["x"].astype("float32") / 255.0, data["y"]
print("test set:", x_test.shape, x_test.dtype, "labels:", np.bincount(y_test))

results = model.evaluate(x_test, y_test, batch_size=128, return_dict=True)
print("test metrics:", results)
pred = model.predict(x_test, batch_size=128, verbose=0).argmax(-1)
print("predicted class histogram:", np.bincount(pred, minlength=10))
