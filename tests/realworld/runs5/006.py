# Training script written for transformers 4.3x uses TrainingArguments(evaluation_strategy=...).
from transformers import TrainingArguments
args = TrainingArguments(output_dir="out", evaluation_strategy="steps", eval_steps=50,
                         per_device_train_batch_size=8, learning_rate=2e-5, num_train_epochs=1)
print(args)
