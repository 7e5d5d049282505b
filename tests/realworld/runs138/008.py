"""Small defect-detection CNN: train, convert to TFLite (float16 weights), batch-evaluate the .tflite on the test set."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(5)
N, H, W = 1200, 48, 48
x = rng.normal(size=(N, H, W, 1)).astype("float32")
y = rng.integers(0, 2, size=N)
x[y == 1, 20:28, 20:28, 0] += 2.5   # "defect" blob

model = keras.Sequential([
    keras.Input((H, W, 1), name="patch"),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalMaxPooling2D(),
    layers.Dense(2, activation="softmax"),
], name="defect_cnn")
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x[:1000], y[:1000], batch_size=32, epochs=2, verbose=2)

converter = tf.lite.TFLiteConverter.from_keras_model(model)
converter.optimizations = [tf.lite.Optimize.DEFAULT]
converter.target_spec.supported_types = [tf.float16]
tflite_bytes = converter.convert()
with open("/home/user/project/defect_cnn_fp16.tflite", "wb") as f:
    f.write(tflite_bytes)
print(f"converted: {len(tflite_bytes)/1024:.1f} KiB")

interpreter = tf.lite.Interpreter(model_path="/home/user/project/defect_cnn_fp16.tflite")
interpreter.allocate_tensors()
inp = interpreter.get_input_details()[0]
outp = interpreter.get_output_details()[0]
print("input:", inp["name"], inp["shape"], inp["dtype"].__name__)

BATCH = 50
correct = 0
x_test, y_test = x[1000:], y[1000:]
for i in range(0, len(x_test), BATCH):
    xb = x_test[i:i + BATCH]
    interpreter.set_tensor(inp["index"], xb)
    interpreter.invoke()
    probs = interpreter.get_tensor(outp["index"])
    correct += int((probs.argmax(-1) == y_test[i:i + BATCH]).sum())
print(f"tflite test accuracy: {correct / len(x_test):.4f}")
