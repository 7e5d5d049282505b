# HF TrainingArguments values carried over to mindformers.TrainingArguments: optim="adamw_torch".
from mindformers import TrainingArguments
hf_args = dict(output_dir="./sft_out", per_device_train_batch_size=4, learning_rate=2e-5, num_train_epochs=3,
               warmup_ratio=0.03, weight_decay=0.0, optim="adamw_torch", logging_steps=10, save_steps=500)
print("building mindformers TrainingArguments from", hf_args, flush=True)
args = TrainingArguments(**hf_args)
print(args)
